import { Module } from '@nestjs/common';
import { Geocoder } from './geocoder.js';

@Module({ providers: [Geocoder], exports: [Geocoder] })
export class GeoModule {}
