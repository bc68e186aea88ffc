// Standalone data source for the TypeORM CLI (`typeorm migration:generate -d dist/database/data-source.js`).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

export default new DataSource(dataSourceOptions(loadConfig()));
