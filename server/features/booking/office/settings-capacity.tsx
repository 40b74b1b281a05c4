import * as v from 'valibot';
import { MAX_CAPACITY, scheduleMessages } from '../availability/schedule';
import { cut, readForm, text } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
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

/**
 * POST /office/settings/capacity: the whole grid, one field per window. Every cell is checked before any is
 * saved, so a typo saves nothing and comes back with what was typed; only the cells that changed are written.
 */
export const settingsCapacityScreen: FeatureScreen<BookingOfficeTools> = async (request, tools) => {
  const { schedule } = tools;
  const weekly = await schedule.weeklyCapacity();
  // The grid's fields are the week's windows, so its schema is made from them: one capacity cell each.
  const cells = weekly.days.flatMap((day) => day.windows.map((cell) => ({ ...cell, weekday: day.weekday })));
  const form = readForm(
    v.object(Object.fromEntries(cells.map((cell) => [cellName(cell.weekday, cell.startMinutes), CAPACITY_CELL]))),
    request.form,
  );
  if (!form.ok) {
    const typed = Object.fromEntries(Object.entries(form.values).map(([name, value]) => [name, String(value)]));
    return settingsPage(request, tools, { status: 400, typed, cellErrors: form.errors });
  }
  const changes = cells
    .map((cell) => ({
      weekday: cell.weekday,
      startMinutes: cell.startMinutes,
      from: cell.capacity,
      to: form.values[cellName(cell.weekday, cell.startMinutes)]!,
      label: `${cell.weekday} ${cell.start}–${cell.end}`,
    }))
    .filter((change) => change.to !== change.from);
  for (const change of changes) {
    const result = await schedule.setCapacity(change.weekday, change.startMinutes, change.to, request.user.email);
    if (result.kind === 'invalid') throw new Error(`capacity refused after checking: ${JSON.stringify(result)}`);
  }
  if (changes.length > 0)
    await request.log('Capacity changed', changes.map((c) => `${c.label}: ${c.from} → ${c.to}`).join('; '));
  return { redirect: '/office/settings?saved=capacity' };
};
