import * as v from 'valibot';
import { localeName, locales } from '../../../../data/locale';
import { oneLine } from '../../../../data/text';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { setCustomerLanguage } from '../store';
import { customerPage } from './customer-page';
import type { CustomersOfficeTools } from './tools';

const LANGUAGE_FORM = v.object({
  language: v.pipe(text, v.picklist(locales, 'Please choose English or Español.')),
});

/**
 * POST /office/customers/:id/language: the language the customer is written to in, as a caller asks for it, set
 * with their visits still to come and its activity line in one transaction; 303 back to their page with a notice.
 * A refused choice shows the page again (400); a customer merged into another meanwhile is sent to that one's page,
 * with nothing set.
 */
export const customerLanguageScreen = officeAction<typeof LANGUAGE_FORM, CustomersOfficeTools>({
  form: LANGUAGE_FORM,
  refused: (read, request, tools) =>
    customerPage(request, tools, { status: 400, error: read.errors.language ?? 'Please choose a language.' }),
  async apply({ trx, values: { language }, request, tools }) {
    const id = request.params.id ?? '';
    const result = await setCustomerLanguage(trx, tools.engine, id, language);
    if (result.kind === 'not-found') return { answer: { notFound: true } };
    // Nothing set: the page they are now, as opening this one's address would answer.
    if (result.kind === 'merged') return { answer: { redirect: customerHref(result.into) } };
    return {
      answer: { redirect: `${customerHref(id)}?saved=language` },
      activity: {
        action: 'Customer language set',
        detail: `Language set to ${localeName[language]} for ${oneLine(result.name) || id}`,
      },
    };
  },
});
