/**
 * How the surge reads an address (decision 0037): the spellings of one large provider's mailbox are one mailbox,
 * and a domain's subdomains are the one domain that reads their mail; the large providers are never one contact.
 */
import { describe, expect, it } from 'vitest';
import { mailboxKey, mailDomainKey, registeredDomain } from '../../server/features/booking/mailbox';

describe('the mailbox an address reaches', () => {
  it("reads a gmail address's dots, +tag and capitals away, and googlemail as gmail", () => {
    for (const spelling of ['floodbot@gmail.com', 'F.l.o.o.d.Bot+7@Gmail.com', 'flood.bot+x@googlemail.com'])
      expect(mailboxKey(spelling), spelling).toBe('floodbot@gmail.com');
  });

  it('drops an outlook +tag but keeps its dots, which Outlook does not ignore', () => {
    expect(mailboxKey('Grace.Hopper+repairs@outlook.com')).toBe('grace.hopper@outlook.com');
    expect(mailboxKey('gracehopper@outlook.com')).not.toBe(mailboxKey('grace.hopper@outlook.com'));
  });

  it('keeps any other address as typed, in lower case: a small domain may read + and dots as it likes', () => {
    expect(mailboxKey('Ada.Byron+x@Example.org')).toBe('ada.byron+x@example.org');
  });
});

describe('the mail domain a surge counts as one', () => {
  it("is the registered domain, whatever the subdomain, and three labels under a country's co.uk", () => {
    expect(mailDomainKey('a@mail.catchall-flood.test')).toBe('catchall-flood.test');
    expect(mailDomainKey('b@x.y.catchall-flood.test')).toBe('catchall-flood.test');
    expect(registeredDomain('mail.shop.co.uk')).toBe('shop.co.uk');
    expect(registeredDomain('example.de')).toBe('example.de');
  });

  it('is none at a large provider, whose mailboxes belong to unrelated people', () => {
    expect(mailDomainKey('someone@gmail.com')).toBeUndefined();
    expect(mailDomainKey('someone@comcast.net')).toBeUndefined();
  });
});
