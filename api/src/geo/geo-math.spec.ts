import fc from 'fast-check';
import { gridCell, neighbourCells } from './geo-math.js';

const point = fc.record({
  lat: fc.double({ min: -89.99, max: 89.99, noNaN: true }),
  lon: fc.double({ min: -179.99, max: 179.99, noNaN: true }),
});

const indices = (cell: string): [number, number] => {
  const [row = Number.NaN, column = Number.NaN] = cell.slice(1).split('_').map(Number);
  return [row, column];
};

describe('grid cells', () => {
  it('puts a coordinate that is a whole number of cells into that cell', () => {
    expect(gridCell('place', { lat: 48.2, lon: 11.6 })).toBe('p482_116');
    expect(gridCell('cell', { lat: 48.2, lon: 11.6 })).toBe('c48_11');
    expect(gridCell('region', { lat: -0.3, lon: -120 })).toBe('r-1_-12');
  });

  // A town cell must lie inside one 1° cell and one 10° region: searches are shared by town cell.
  it('nests every town cell in exactly one 1° cell and one region', () => {
    // Found by CI: 5e-8° west of Greenwich was in town column -1 but 1° column 0.
    const border = { lat: 0, lon: -5.000000000000001e-8 };
    expect(indices(gridCell('cell', border))[1]).toBe(
      Math.floor(indices(gridCell('place', border))[1] / 10),
    );
    fc.assert(
      fc.property(point, (p) => {
        const [row, column] = indices(gridCell('place', p));
        expect(indices(gridCell('cell', p))).toEqual([
          Math.floor(row / 10),
          Math.floor(column / 10),
        ]);
        expect(indices(gridCell('region', p))).toEqual([
          Math.floor(row / 100),
          Math.floor(column / 100),
        ]);
      }),
      { numRuns: 2000 },
    );
  });

  it('lists the cell and its eight neighbours, wrapping at the date line', () => {
    const cells = neighbourCells('region', { lat: 5, lon: 175 });
    expect(cells).toHaveLength(9);
    expect(cells).toEqual(expect.arrayContaining(['r0_17', 'r0_-18', 'r-1_-18', 'r1_16']));
  });
});
