import type { DynamicTagDefinition } from '@ageless/contracts';
import { calendarState } from './calendar.js';
import { dynamicTagsOn } from './tags.service.js';

const at = (iso: string): Date => new Date(`${iso}T12:00:00Z`);
const enrollment = { start: '10-15', end: '12-07', leadDays: 14, source: 'test' };
const winter = { start: '11-15', end: '02-28', leadDays: 0, source: 'test' };

describe('calendarState', () => {
  it.each([
    ['2026-09-30', 'inactive'],
    ['2026-10-01', 'lead'],
    ['2026-10-14', 'lead'],
    ['2026-10-15', 'active'],
    ['2026-12-07', 'active'],
    ['2026-12-08', 'inactive'],
  ])('Medicare open enrolment on %s is %s', (date, state) => {
    expect(calendarState(enrollment, at(date))).toBe(state);
  });

  it('handles a window over the new year', () => {
    expect(calendarState(winter, at('2026-12-31'))).toBe('active');
    expect(calendarState(winter, at('2027-01-15'))).toBe('active');
    expect(calendarState(winter, at('2027-03-01'))).toBe('inactive');
    expect(calendarState(winter, at('2026-11-14'))).toBe('inactive');
  });

  it('shows a lead time that crosses the new year', () => {
    expect(
      calendarState(
        { start: '01-10', end: '01-20', leadDays: 14, source: 'test' },
        at('2026-12-30'),
      ),
    ).toBe('lead');
  });
});

describe('dynamicTagsOn (the catalogue decides, not the code)', () => {
  it('puts Medicare open enrolment first with high urgency in November, in the US only', () => {
    const us = dynamicTagsOn(at('2026-11-20'), 'US', 'en');
    expect(us[0]).toEqual({
      id: 'us-3-1',
      text: 'Medicare Open Enrollment: review your plan',
      category: 'health',
      urgency: 'high',
      isNewsResponsive: true,
    });
    expect(dynamicTagsOn(at('2026-11-20'), 'DE', 'de').map((tag) => tag.id)).not.toContain(
      'us-3-1',
    );
  });

  it('announces it with medium urgency in its lead time and hides it afterwards', () => {
    expect(
      dynamicTagsOn(at('2026-10-05'), 'US', 'en').find((tag) => tag.id === 'us-3-1')?.urgency,
    ).toBe('medium');
    expect(dynamicTagsOn(at('2026-12-20'), 'US', 'en').map((tag) => tag.id)).not.toContain(
      'us-3-1',
    );
  });

  it('follows tax season in spring and the German pension adjustment in July', () => {
    expect(
      dynamicTagsOn(at('2026-03-10'), 'US', 'en').find((tag) => tag.id === 'us-6-1')?.urgency,
    ).toBe('high');
    expect(
      dynamicTagsOn(at('2026-07-01'), 'DE', 'de').find((tag) => tag.id === 'de-2-2'),
    ).toMatchObject({ text: 'Rentenanpassung zum 1. Juli', urgency: 'high' });
  });

  it('reads any catalogue: a new calendar entry needs no code', () => {
    const catalog: DynamicTagDefinition[] = [
      {
        id: 'x-1',
        text: { en: 'Evergreen', de: 'Immer' },
        category: 'other',
        urgency: 'low',
        isNewsResponsive: false,
        markets: ['EU'],
      },
      {
        id: 'x-2',
        text: { en: 'Spring', de: 'Frühling' },
        category: 'lifestyle',
        urgency: 'medium',
        isNewsResponsive: true,
        markets: ['EU'],
        window: { start: '03-20', end: '06-20', leadDays: 0, source: 'test' },
      },
    ];
    expect(
      dynamicTagsOn(at('2026-04-01'), 'EU', 'de', catalog).map((tag) => [
        tag.id,
        tag.text,
        tag.urgency,
      ]),
    ).toEqual([
      ['x-2', 'Frühling', 'high'],
      ['x-1', 'Immer', 'low'],
    ]);
    expect(dynamicTagsOn(at('2026-08-01'), 'EU', 'en', catalog).map((tag) => tag.id)).toEqual([
      'x-1',
    ]);
  });
});
