import { get, type Feature, type FeatureContext } from '../../kernel/feature';
import { outboxHooks, type Outbox } from '../../kernel/queue/worker';
import type { AccountMail } from '../../office';
import { queueAccountEmailIn, startAccountOutbox, type AccountOutboxOptions } from './outbox';
import { provideTeam, teamPhoto } from './routes/photo';
import { teamMemberStore } from './office/store';
import type { TeamOfficeTools } from './office/tools';
import { teamStore, type TeamStore, type TechnicianCard } from './store';

export type { TechnicianCard } from './store';

/**
 * What the team feature offers the features after it: `technicianCard(userId)` for anything a customer sees of
 * the technician coming (first name, bio, photo URL; docs/office.md, "Photos"), and the photo store the office's
 * team screens write through.
 */
export interface TeamOffers {
  technicianCard: (userId: string) => Promise<TechnicianCard | undefined>;
  photos: Pick<TeamStore, 'savePhoto' | 'removePhoto'>;
  /** The active technicians' cards, for /about's Our Team (server/public-content). */
  publicTeam: (limit: number) => Promise<TechnicianCard[]>;
  /** The Team and My profile screens' tools (the composition root adds the public pages' refresh). */
  office: Omit<TeamOfficeTools, 'refreshSite'>;
  /** The set-password e-mails, for the office's Forgot password; undefined without a mail relay. */
  accountMail: AccountMail | undefined;
}

export interface TeamTuning {
  /** Retry timing, logging and clock of the set-password e-mails' outbox (only started when SMTP_URL is set). */
  outbox?: AccountOutboxOptions;
}

/**
 * The team's public face: the technicians' photos at /team/photos/{id}, served from the database so every
 * server has them, and the card other features show customers. The office's Team screen is where they are set.
 */
export function teamFeature(context: FeatureContext, tuning: TeamTuning = {}): Feature<TeamOffers> {
  const { config, database, now } = context;
  const store = teamStore(database);
  // The set-password links go out by e-mail only where a relay is configured; else the owner copies them.
  let outbox: Outbox | undefined;
  if (config.mail)
    outbox = startAccountOutbox(
      config.mail,
      database,
      { siteUrl: config.siteUrl },
      { ...outboxHooks(context), now, ...tuning.outbox },
    );
  const accountMail: AccountMail | undefined = outbox && {
    queueIn: queueAccountEmailIn,
    nudge: () => outbox.nudge(),
  };
  return {
    name: 'team',
    routes: [get('/team/photos/:id', provideTeam(store), teamPhoto)],
    workers: outbox ? { accounts: outbox } : {},
    offers: {
      technicianCard: (userId) => store.technicianCard(userId),
      photos: store,
      publicTeam: (limit) => store.publicTeam(limit),
      office: { database, members: teamMemberStore(database), photos: store, accountMail },
      accountMail,
    },
  };
}

export { teamOfficeLines } from './office/routes';
export type { TeamOfficeTools } from './office/tools';
/** The kind of queued message this feature sends (decision 0046): the System screen reads its figures through it. */
export { accountEmailKind } from './outbox';
export { localTechnicianCard, type TechnicianCardInfo, type TechnicianCardLookup } from './technician-card';
