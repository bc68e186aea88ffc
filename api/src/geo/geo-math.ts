// Distances and the grid cells candidate retrieval is indexed by.

const EARTH_RADIUS_KM = 6371.0088;

export interface LatLon {
  lat: number;
  lon: number;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (Haversine). */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Three grids, finest first. A profile is indexed in one cell of each; a search looks in the
 * searcher's cell and its eight neighbours, so with 1° cells everyone within 55 km (one degree of
 * longitude at 60° N) is always found in the first two rings.
 *  - place  0.1°: people geocoded to the same town share it
 *  - cell   1°
 *  - region 10°
 */
export const GRIDS = { place: 0.1, cell: 1, region: 10 } as const;
export type GridName = keyof typeof GRIDS;

const PREFIX: Record<GridName, string> = { place: 'p', cell: 'c', region: 'r' };

// Coordinates are snapped to whole 1e-7 degrees (about 1 cm) before the grids divide them, so
// 48.2 / 0.1 cannot land in cell 481.99999 → 481, and because every grid divides the same integer by
// a whole multiple of the finer grid's step, a town cell always lies inside one 1° cell and one
// 10° region (a tolerance relative to each grid's size broke that nesting at cell borders).
const STEPS_PER_DEGREE = 1e7;

function cellIndex(lat: number, lon: number, size: number): [number, number] {
  const step = Math.round(size * STEPS_PER_DEGREE);
  return [
    Math.floor(Math.round(lat * STEPS_PER_DEGREE) / step),
    Math.floor(Math.round(lon * STEPS_PER_DEGREE) / step),
  ];
}

function cellName(grid: GridName, row: number, column: number): string {
  return `${PREFIX[grid]}${row}_${column}`;
}

/** The cell of a point in one grid, e.g. `c48_11` for Munich in the 1° grid. */
export function gridCell(grid: GridName, point: LatLon): string {
  const [row, column] = cellIndex(point.lat, point.lon, GRIDS[grid]);
  return cellName(grid, row, column);
}

/** The point's cell and its eight neighbours (longitude wraps at the date line, latitude stops at the poles). */
export function neighbourCells(grid: GridName, point: LatLon): string[] {
  const size = GRIDS[grid];
  const [row, column] = cellIndex(point.lat, point.lon, size);
  const columns = Math.round(360 / size);
  const minColumn = Math.round(-180 / size);
  const maxRow = Math.round(90 / size) - 1;
  const minRow = Math.round(-90 / size);
  const cells = new Set<string>();
  for (let dr = -1; dr <= 1; dr++) {
    const r = row + dr;
    if (r < minRow || r > maxRow) continue;
    for (let dc = -1; dc <= 1; dc++) {
      const c = ((((column + dc - minColumn) % columns) + columns) % columns) + minColumn;
      cells.add(cellName(grid, r, c));
    }
  }
  return [...cells];
}
