import { type LatLon, haversineKm } from './geo-math.js';

// Issue 25 item 6: whole-kilometre distances from three throwaway profiles in three towns placed a
// person within 1.5 km. Every distance one person is told about another is therefore measured
// between the centres of the ~10 km cells both live in, on one grid for everyone: all places in a
// cell give the same answers to every probe, so no number of probes narrows a person down below
// their cell (about 100 km², more than the 78 km² of the nearest band, "in your town", < 5 km).
// One shared grid rather than a per-profile offset: the bound is the cell either way, and with a
// shared grid two neighbours in one town read "in your town" instead of "5-15 km" half the time.

/** Side of a cell, north-south and (within rounding to whole columns) east-west. */
export const COARSE_CELL_KM = 10;

const KM_PER_DEGREE = 111.195;
/** Rows of equal height from pole to pole: 2,000 rows of 0.09° (10.0 km). */
const ROWS = Math.round(180 / (COARSE_CELL_KM / KM_PER_DEGREE));
const ROW_DEGREES = 180 / ROWS;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

function rowOf(lat: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / ROW_DEGREES)));
}

const rowCentre = (row: number): number => -90 + (row + 0.5) * ROW_DEGREES;

/** Whole columns per row, so that a cell is about as wide as it is high at that latitude. */
function columnsIn(row: number): number {
  return Math.max(1, Math.floor(2 * ROWS * Math.cos(radians(rowCentre(row)))));
}

function cellOf(point: LatLon): { row: number; column: number; columns: number } {
  const row = rowOf(point.lat);
  const columns = columnsIn(row);
  const lon = ((((point.lon + 180) % 360) + 360) % 360) / 360;
  return { row, column: Math.min(columns - 1, Math.floor(lon * columns)), columns };
}

/** The cell a point lies in, e.g. `g1542_1790`; two points in one cell are told apart by nothing. */
export function coarseCell(point: LatLon): string {
  const { row, column } = cellOf(point);
  return `g${row}_${column}`;
}

/** The centre of the point's cell: the only place of a person that distances are measured from. */
export function coarsePoint(point: LatLon): LatLon {
  const { row, column, columns } = cellOf(point);
  return { lat: rowCentre(row), lon: -180 + ((column + 0.5) * 360) / columns };
}

/** Kilometres between the cells of two places: 0 within one cell, about 10 between neighbours. */
export function coarseDistanceKm(a: LatLon, b: LatLon): number {
  return haversineKm(coarsePoint(a), coarsePoint(b));
}
