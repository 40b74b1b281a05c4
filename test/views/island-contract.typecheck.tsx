/**
 * Compiled by `tsc --noEmit` in npm test, never run. Each @ts-expect-error must meet a type error: if a wrong
 * pairing ever compiled, the directive would be unused and the type check would fail.
 */
import ContactForm from '../../client/islands/contact';
import FaqAccordion from '../../client/islands/faq';
import type { Serialisable } from '../../client/registry';
import { Island } from '../../views/components/Island';

const items = [{ id: 'warranty', question: 'Is there a warranty?', answer: 'Yes.' }];

export const rightPairing = <Island name="faq" component={FaqAccordion} props={{ items }} />;

// @ts-expect-error: "faq" is the FAQ accordion in client/registry.ts, not the contact form
export const wrongComponent = <Island name="faq" component={ContactForm} props={{ items }} />;

// @ts-expect-error: the props must be the ones the named island takes
export const wrongProps = <Island name="faq" component={FaqAccordion} props={{ services: [] }} />;

// @ts-expect-error: there is no island of that name
export const unknownName = <Island name="carousel" component={FaqAccordion} props={{ items }} />;

// Props cross the wire as JSON: the registry only compiles while every island's props are Serialisable.
// @ts-expect-error: a function does not survive JSON
export const callback: Serialisable<{ onOpen: () => void }> = { onOpen: () => undefined };
// @ts-expect-error: a Date comes back as a string
export const date: Serialisable<{ when: Date }> = { when: new Date() };
export const plain: Serialisable<{ items: { id: string; open?: boolean }[] }> = { items: [{ id: 'a' }] };
