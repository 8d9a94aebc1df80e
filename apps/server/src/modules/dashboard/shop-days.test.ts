import { shopTimeZone } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, dayOf, startOfDay, todayAndWeek, weekdayOf } from './shop-days';

const iso = (date: Date) => date.toISOString();

describe("the shop's days (Asia/Jerusalem)", () => {
  it('puts 23:30 and 00:30 local time on either side of midnight', () => {
    expect(dayOf(new Date('2030-01-15T21:30:00Z'), shopTimeZone)).toBe('2030-01-15');
    expect(dayOf(new Date('2030-01-15T22:30:00Z'), shopTimeZone)).toBe('2030-01-16');
    expect(iso(startOfDay('2030-01-16', shopTimeZone))).toBe('2030-01-15T22:00:00.000Z');
  });

  it('starts each day at local midnight in summer time too, and across both changes', () => {
    expect(iso(startOfDay('2030-07-01', shopTimeZone))).toBe('2030-06-30T21:00:00.000Z');
    // Summer time starts on Friday 29 March 2030 at 02:00; the day itself still starts at +02:00.
    expect(iso(startOfDay('2030-03-29', shopTimeZone))).toBe('2030-03-28T22:00:00.000Z');
    expect(iso(startOfDay('2030-03-30', shopTimeZone))).toBe('2030-03-29T21:00:00.000Z');
    // It ends on Sunday 27 October 2030 at 02:00.
    expect(iso(startOfDay('2030-10-27', shopTimeZone))).toBe('2030-10-26T21:00:00.000Z');
    expect(iso(startOfDay('2030-10-28', shopTimeZone))).toBe('2030-10-27T22:00:00.000Z');
  });

  it('runs a week from Sunday to today; on a Sunday the week is today', () => {
    const wednesday = todayAndWeek(new Date('2030-01-16T08:00:00Z'), shopTimeZone);
    expect(wednesday.today).toEqual({
      from: '2030-01-16',
      to: '2030-01-16',
      start: new Date('2030-01-15T22:00:00Z'),
      end: new Date('2030-01-16T22:00:00Z'),
    });
    expect(wednesday.week).toEqual({
      from: '2030-01-13',
      to: '2030-01-16',
      start: new Date('2030-01-12T22:00:00Z'),
      end: new Date('2030-01-16T22:00:00Z'),
    });
    // Sunday 00:10 in Jerusalem is still Saturday in UTC.
    const sunday = todayAndWeek(new Date('2030-01-12T22:10:00Z'), shopTimeZone);
    expect(sunday.week).toEqual(sunday.today);
    expect(sunday.today.from).toBe('2030-01-13');
    // Saturday 23:50: the week began six days before.
    const saturday = todayAndWeek(new Date('2030-01-19T21:50:00Z'), shopTimeZone);
    expect(saturday.week.from).toBe('2030-01-13');
    expect(saturday.week.to).toBe('2030-01-19');
  });

  it('a week across the change to summer time starts at winter midnight and ends at summer midnight', () => {
    const { week } = todayAndWeek(new Date('2030-03-30T09:00:00Z'), shopTimeZone);
    expect(week.from).toBe('2030-03-24');
    expect(iso(week.start)).toBe('2030-03-23T22:00:00.000Z');
    expect(iso(week.end)).toBe('2030-03-30T21:00:00.000Z');
  });

  it('counts days and weekdays by the calendar', () => {
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(weekdayOf('2030-01-13')).toBe(0);
    expect(weekdayOf('2030-01-19')).toBe(6);
  });
});
