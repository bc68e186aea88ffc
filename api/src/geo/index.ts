// The geo module's public face: what other modules and the app may use (eslint.config.mjs).
export { coarseCell, coarseDistanceKm, coarsePoint } from './coarse-place.js';
export { placeNameTooLong } from './dto/place-check.dto.js';
export { gridCell, haversineKm, type LatLon, neighbourCells } from './geo-math.js';
export { Geocoder, type GeoPlace, loadPlaceData, type PostcodePreference } from './geocoder.js';
export { GeoModule } from './geo.module.js';
export { postcodePreference } from './postcode-preference.js';
