import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cut,
  multiLineText,
  notice,
  oneLineText,
  oneLineTextOnly,
  pageNumber,
  readForm,
  readQuery,
  ticked,
} from '../../server/kernel/http/schemas';

const FORM = v.object({
  name: v.pipe(oneLineText, cut(10), v.nonEmpty('Please enter your name.')),
  message: v.pipe(multiLineText, v.maxLength(5, 'Please keep it short.')),
  agree: v.pipe(ticked, v.value(true, 'Please tick the box.')),
});

describe('form and query schemas', () => {
  it('cleans and cuts each field, then gives the typed values', () => {
    expect(readForm(FORM, { name: '  Dana\u202e\r\nPark and more ', message: ' hi\r\n', agree: 'yes' })).toEqual({
      ok: true,
      values: { name: 'Dana Park ', message: 'hi', agree: true },
    });
  });

  it('judges a missing, repeated or non-text field as empty text, never skipping its rules', () => {
    for (const body of [{}, { name: ['a', 'b'] }, { name: 42 }, null, 'name=x']) {
      const form = readForm(FORM, body);
      expect(form.ok, JSON.stringify(body)).toBe(false);
      if (!form.ok) expect(form.errors).toEqual({ name: 'Please enter your name.', agree: 'Please tick the box.' });
    }
  });

  it("takes a JSON body's missing or null field as empty text, and refuses any other value as not text", () => {
    const BODY = v.object({ name: v.pipe(oneLineTextOnly, v.nonEmpty('Please enter your name.')) });
    expect(readForm(BODY, { name: ' Dana\r\n' })).toEqual({ ok: true, values: { name: 'Dana' } });
    for (const name of [undefined, null])
      expect(readForm(BODY, { name })).toMatchObject({ errors: { name: 'Please enter your name.' } });
    for (const name of [42, ['a'], { a: 1 }, true])
      expect(readForm(BODY, { name })).toMatchObject({ errors: { name: 'Please enter text here.' } });
  });

  it('refuses with the first message of each field and keeps what was typed, cleaned, to show again', () => {
    const form = readForm(FORM, { name: 'Dana', message: 'far too long', agree: 'no', extra: 'ignored' });
    expect(form).toEqual({
      ok: false,
      values: { name: 'Dana', message: 'far too long', agree: false },
      errors: { message: 'Please keep it short.', agree: 'Please tick the box.' },
    });
  });

  it('reads a query string without refusing it: first values, defaults for anything unreadable', () => {
    const QUERY = v.object({ page: pageNumber, saved: notice({ note: 'Note added.' }) });
    expect(readQuery(QUERY, new URLSearchParams('page=3&page=9&saved=note'))).toEqual({
      page: 3,
      saved: 'Note added.',
    });
    for (const search of ['page=0&saved=constructor', 'page=1e3&saved=toString', 'page=-2&saved=__proto__', '']) {
      expect(readQuery(QUERY, new URLSearchParams(search)), search).toEqual({ page: 1, saved: undefined });
    }
  });
});
