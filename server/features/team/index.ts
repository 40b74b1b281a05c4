import { get, type Feature, type FeatureContext } from '../../kernel/feature';
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
}

/**
 * The team's public face: the technicians' photos at /team/photos/{id}, served from the database so every
 * server has them, and the card other features show customers. The office's Team screen is where they are set.
 */
export function teamFeature(context: FeatureContext): Feature<TeamOffers> {
  const store = teamStore(context.database);
  return {
    name: 'team',
    routes: [get('/team/photos/:id', provideTeam(store), teamPhoto)],
    workers: {},
    offers: {
      technicianCard: (userId) => store.technicianCard(userId),
      photos: store,
      publicTeam: (limit) => store.publicTeam(limit),
      office: { database: context.database, members: teamMemberStore(context.database), photos: store },
    },
  };
}

export { teamOfficeLines } from './office/routes';
export type { TeamOfficeTools } from './office/tools';
export { localTechnicianCard, type TechnicianCardInfo, type TechnicianCardLookup } from './technician-card';
