import * as v from 'valibot';
import { WEEKDAYS, MAX_CAPACITY, scheduleMessages } from '../availability/schedule';
import { windowStartsOn } from '../../../../data/booking';
import { cut, text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import type { BookingOfficeTools } from './tools';
import { cellName, settingsPage } from './settings-page';

/** One window's places in the capacity grid: a whole number from 0 to MAX_CAPACITY. */
const CAPACITY_CELL = v.pipe(
  text,
  v.trim(),
  cut(10),
  v.regex(/^\d{1,2}$/, scheduleMessages.capacity),
  v.transform(Number),
  v.maxValue(MAX_CAPACITY, scheduleMessages.capacity),
);

/** The grid's fields are the week's windows (data/booking.ts), so its schema is made from them: one cell each. */
const CAPACITY_FORM = v.object(
  Object.fromEntries(
    WEEKDAYS.flatMap((weekday) =>
      windowStartsOn(weekday).map((startMinutes) => [cellName(weekday, startMinutes), CAPACITY_CELL]),
    ),
  ),
);

/**
 * POST /office/settings/capacity: the whole grid, one field per window. Every cell is checked before any is
 * saved, so a typo saves nothing and comes back with what was typed; only the cells that changed are written,
 * with their activity line, in one transaction.
 */
export const settingsCapacityScreen = officeAction({
  form: CAPACITY_FORM,
  refused: (read, request, tools: BookingOfficeTools) => {
    const typed = Object.fromEntries(Object.entries(read.values).map(([name, value]) => [name, String(value)]));
    return settingsPage(request, tools, { status: 400, typed, cellErrors: read.errors });
  },
  async apply({ trx, values, request, tools: { schedule } }) {
    const weekly = await schedule.weeklyCapacityIn(trx);
    const changes = weekly.days
      .flatMap((day) => day.windows.map((cell) => ({ ...cell, weekday: day.weekday })))
      .map((cell) => ({
        weekday: cell.weekday,
        startMinutes: cell.startMinutes,
        from: cell.capacity,
        to: values[cellName(cell.weekday, cell.startMinutes)]!,
        label: `${cell.weekday} ${cell.start}–${cell.end}`,
      }))
      .filter((change) => change.to !== change.from);
    for (const change of changes) {
      const result = await schedule.setCapacityIn(
        trx,
        change.weekday,
        change.startMinutes,
        change.to,
        request.user.email,
      );
      if (result.kind === 'invalid') throw new Error(`capacity refused after checking: ${JSON.stringify(result)}`);
    }
    const answer = { redirect: '/office/settings?saved=capacity' };
    if (changes.length === 0) return { answer };
    return {
      answer,
      activity: {
        action: 'Capacity changed',
        detail: changes.map((c) => `${c.label}: ${c.from} → ${c.to}`).join('; '),
      },
      after: () => schedule.changed(),
    };
  },
});
