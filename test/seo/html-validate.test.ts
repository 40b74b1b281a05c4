import { HtmlValidate, type Message } from 'html-validate';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { allPagePaths } from '../../server/app/pages';
import { MISSING_PATH } from '../helpers/site';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React's renderToString writes void elements self-closed (<meta ... />) and cannot be told otherwise;
    // both forms are valid HTML, so we check they are used consistently in React's form.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes the charset attribute as "charSet" (its DOM property name); HTML attribute names are
    // case-insensitive, so camelCase is allowed beside lowercase.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean attributes with an empty value (required=""), never bare; both are valid HTML.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // Not a React limit, a CSS one: phone links carry the .tel class, which keeps the number on one line
    // (base.css; a button's longer label may wrap between words, never inside the number). The validator
    // cannot read CSS, so it is told the class does what its rule asks; the rule stays on for other links.
    'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
  },
});

const app = testApp();

function describeMessages(messages: Message[]): string[] {
  return messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
}

describe('every page is valid HTML by html-validate’s recommended rules', () => {
  it.each([...allPagePaths(), MISSING_PATH])('%s', async (path) => {
    const response = await supertest(app).get(path);
    expect(response.status).toBe(path === MISSING_PATH ? 404 : 200);
    const report = await validator.validateString(response.text, path);
    expect(describeMessages(report.results.flatMap((result) => result.messages))).toEqual([]);
  });
});
