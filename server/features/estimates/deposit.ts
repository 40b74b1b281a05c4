import type { Kysely } from 'kysely';
import { formatCents } from '../../../data/charges';
import { instant } from '../../kernel/db/engine';
import type { DepositKind, Tables } from '../../kernel/db/schema';
import { formatPercent, optionTotals } from './money';
import type { Estimate } from './estimate-store';

/** The owner's deposit on approved estimates (docs/payments.md#deposits): none, a fixed amount, or a percentage. */
export interface DepositRule {
  kind: DepositKind;
  amountCents: number;
  /** Hundredths of a percent: 2500 is 25 %. */
  percentBp: number;
  changedAt?: string;
  changedBy?: string;
}

export const NO_DEPOSIT: DepositRule = { kind: 'none', amountCents: 0, percentBp: 0 };

export async function depositRule(db: Kysely<Tables>): Promise<DepositRule> {
  const row = await db.selectFrom('deposit_settings').selectAll().where('id', '=', 'deposit').executeTakeFirst();
  if (!row) return NO_DEPOSIT;
  return {
    kind: row.kind,
    amountCents: Number(row.amount_cents),
    percentBp: Number(row.percent_bp),
    changedAt: instant(row.changed_at),
    changedBy: row.changed_by,
  };
}

export async function setDepositRule(trx: Kysely<Tables>, rule: DepositRule, by: string, now: Date): Promise<void> {
  const values = {
    kind: rule.kind,
    amount_cents: rule.kind === 'fixed' ? rule.amountCents : 0,
    percent_bp: rule.kind === 'percent' ? rule.percentBp : 0,
    changed_by: by,
    changed_at: now.toISOString(),
  };
  await trx
    .insertInto('deposit_settings')
    .values({ id: 'deposit', ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/**
 * The deposit on a total, in integer cents: a fixed amount (never more than the total), or the percentage of it
 * rounded to the cent, half a cent up (integer arithmetic, no floating point).
 */
export function depositOn(rule: DepositRule, totalCents: number): number {
  if (rule.kind === 'fixed') return Math.min(rule.amountCents, totalCents);
  if (rule.kind === 'percent') return Math.floor((totalCents * rule.percentBp + 5_000) / 10_000);
  return 0;
}

/** "None", "$50.00", "25.00 % of the approved option's total". */
export const depositWords = (rule: DepositRule) =>
  rule.kind === 'fixed'
    ? formatCents(rule.amountCents)
    : rule.kind === 'percent'
      ? `${formatPercent(rule.percentBp)} of the approved option's total`
      : 'None';

/**
 * Inside the approval's transaction: the deposit this approval asks for, worked out from the approved option's
 * total and kept on the estimate, so a later change of the setting does not change what the customer was asked.
 */
export async function askDeposit(trx: Kysely<Tables>, estimate: Estimate, option: number): Promise<number> {
  const approved = estimate.options.find((candidate) => candidate.position === option);
  if (!approved) return 0;
  const total = optionTotals(approved.lines, { taxRate: estimate.taxRateBp, feeCents: estimate.feeCents }).totalCents;
  const cents = depositOn(await depositRule(trx), total);
  if (cents <= 0) return 0;
  await trx.updateTable('estimates').set({ deposit_cents: cents }).where('id', '=', estimate.id).execute();
  return cents;
}
