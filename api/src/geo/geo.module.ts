import { Module } from '@nestjs/common';
import { GeoController } from './geo.controller.js';
import { Geocoder } from './geocoder.js';

@Module({ controllers: [GeoController], providers: [Geocoder], exports: [Geocoder] })
export class GeoModule {}
