import * as v from 'valibot';
import { teamRules } from '../../../../data/team';
import { when } from '../../../../views/office/format';
import { TeamMemberPage, type TeamMemberPageProps } from '../../../../views/team/TeamMemberPage';
import { TeamPage, type InviteLinkView, type TeamPageProps } from '../../../../views/team/TeamPage';
import { TeamProfilePage } from '../../../../views/team/TeamProfilePage';
import type { TeamProfileValues } from '../../../../views/team/TeamProfileForm';
import { notice, oneLineText, readForm, readQuery } from '../../../kernel/http/schemas';
import { PHOTO_MESSAGES, PhotoRefused, reencodePhoto, type EncodedPhoto } from '../../../kernel/images';
import { officeAction, type ActivityLine, type Applied, type FeatureScreen } from '../../../office';
import { photoPath, removePhotoIn, savePhotoIn } from '../store';
import type { OfficeAnswer, OfficeRequest } from '../../../office/http';
import { isOfficeRole } from '../../../office/roles';
import type { Kysely } from 'kysely';
import type { Tables } from '../../../kernel/db/schema';
import { teamMemberIn, teamMembersIn, updateProfileIn, type TeamMember } from './store';
import type { TeamOfficeTools } from './tools';

/** Counted in code points, so an accented name or an emoji counts once. */
const atMost = (max: number, message: string) => v.check((value: string) => [...value].length <= max, message);

export const PROFILE_FORM = v.object({
  name: v.pipe(
    oneLineText,
    v.nonEmpty('Please write the full name.'),
    atMost(teamRules.nameMaxLength, `Please keep the name under ${teamRules.nameMaxLength} characters.`),
  ),
  bio: v.pipe(
    oneLineText,
    atMost(teamRules.bioMaxLength, `Please keep the line to ${teamRules.bioMaxLength} characters or fewer.`),
  ),
});

export const ROLE_FIELD = v.pipe(
  oneLineText,
  v.check((role: string) => isOfficeRole(role), 'Please choose a role: owner, dispatcher or technician.'),
);

const TEAM_QUERY = v.object({
  saved: notice({
    added: 'Added.',
    profile: 'Profile saved.',
    role: 'Role changed.',
    removed: 'Removed from the team; their sessions have ended.',
  }),
});

export const memberPath = (id: string) => `/office/team/${encodeURIComponent(id)}`;

/** The link to show once: the site's own address, so it can be sent as it is. */
export function inviteLink(request: OfficeRequest, name: string, token: string, emailedTo?: string): InviteLinkView {
  const site = request.siteUrl.replace(/(?<!\/)\/+$/, '');
  return {
    name,
    ...(emailedTo ? { emailedTo } : {}),
    url: `${site}/office/set-password/${token}`,
    expires: when(new Date(request.now.getTime() + teamRules.inviteHours * 60 * 60_000).toISOString()),
  };
}

const photoUrlOf = (member: TeamMember) => (member.hasPhoto ? photoPath(member.id) : undefined);

/** The Team screen; `db` is the database, or the transaction of a change that answers with it. */
export async function teamPage(
  request: OfficeRequest,
  db: Kysely<Tables>,
  refused: {
    status: number;
    add?: TeamPageProps['add'];
    link?: InviteLinkView;
    saved?: string;
    /** Whether links are e-mailed (a mail relay is configured), which the buttons say. */
    mailing?: boolean;
  } = { status: 200 },
): Promise<OfficeAnswer> {
  const people = await teamMembersIn(db);
  const query = readQuery(TEAM_QUERY, request.query);
  const saved = refused.saved ?? (refused.status === 200 ? query.saved : undefined);
  return {
    page: {
      title: 'Team',
      status: refused.status,
      body: (
        <TeamPage
          csrf={request.csrf}
          people={people.map((person) => ({
            id: person.id,
            name: person.name,
            email: person.email,
            role: person.role,
            hasPassword: person.hasPassword,
            ...(person.hasPhoto ? { photoUrl: photoPath(person.id) } : {}),
          }))}
          add={refused.add ?? { name: '', email: '', role: 'technician', errors: {} }}
          mailing={refused.mailing ?? false}
          {...(refused.link ? { link: refused.link } : {})}
          {...(saved ? { saved } : {})}
        />
      ),
    },
  };
}

export interface MemberRefused {
  status: number;
  profile?: { values: TeamProfileValues; errors: TeamMemberPageProps['profile']['errors'] };
  roleError?: string;
  removeError?: string;
  link?: InviteLinkView;
  /** Whether links are e-mailed (a mail relay is configured), which the buttons say. */
  mailing?: boolean;
}

export async function teamMemberPage(
  request: OfficeRequest,
  db: Kysely<Tables>,
  refused: MemberRefused = { status: 200 },
): Promise<OfficeAnswer> {
  const member = await teamMemberIn(db, request.params.id ?? '');
  if (!member) return { notFound: true };
  const query = readQuery(TEAM_QUERY, request.query);
  const photoUrl = photoUrlOf(member);
  const saved = refused.status === 200 ? query.saved : undefined;
  return {
    page: {
      title: member.name || member.email,
      status: refused.status,
      body: (
        <TeamMemberPage
          csrf={request.csrf}
          person={member}
          self={member.id === request.user.id}
          profile={{
            values: {
              ...(refused.profile?.values ?? { name: member.name, bio: member.bio }),
              ...(photoUrl ? { photoUrl } : {}),
            },
            errors: refused.profile?.errors ?? {},
          }}
          {...(refused.roleError ? { roleError: refused.roleError } : {})}
          {...(refused.removeError ? { removeError: refused.removeError } : {})}
          mailing={refused.mailing ?? false}
          {...(refused.link ? { link: refused.link } : {})}
          {...(saved ? { saved } : {})}
        />
      ),
    },
  };
}

export async function profilePage(
  request: OfficeRequest,
  db: Kysely<Tables>,
  refused: MemberRefused = { status: 200 },
): Promise<OfficeAnswer> {
  const member = await teamMemberIn(db, request.user.id);
  if (!member) return { notFound: true };
  const photoUrl = photoUrlOf(member);
  const saved = refused.status === 200 ? readQuery(TEAM_QUERY, request.query).saved : undefined;
  return {
    page: {
      title: 'My profile',
      status: refused.status,
      body: (
        <TeamProfilePage
          email={member.email}
          role={member.role}
          form={{
            csrf: request.csrf,
            values: {
              ...(refused.profile?.values ?? { name: member.name, bio: member.bio }),
              ...(photoUrl ? { photoUrl } : {}),
            },
            errors: refused.profile?.errors ?? {},
          }}
          {...(saved ? { saved } : {})}
        />
      ),
    },
  };
}

/** What the profile form's photo field brought: a photo re-encoded by server/kernel/images/, why it was refused, or none. */
async function uploadedPhoto(request: OfficeRequest): Promise<{ photo?: EncodedPhoto; refused?: string }> {
  const upload = request.upload;
  if (!upload) return {};
  try {
    if (upload.tooLarge) throw new PhotoRefused('too-large', PHOTO_MESSAGES.tooLarge);
    return { photo: await reencodePhoto(upload.bytes) };
  } catch (error) {
    if (!(error instanceof PhotoRefused)) throw error;
    return { refused: `${error.message} Nothing was saved.` };
  }
}

/** The profile of `userId` as saved, with where to go and the activity line that goes with it. */
export interface ProfileSaved {
  redirect: string;
  activity: ActivityLine;
}

/**
 * A profile form's screen (the Team screen's or My profile's): the name and line, and the photo re-encoded by
 * server/kernel/images/ or removed. The photo is re-encoded first, before the transaction (sharp's work holds no
 * lock), so a refused photo leaves the whole profile as it was, and the form comes back as typed with what was
 * wrong; then the profile, the photo and the activity line are written in one transaction, and /about's Our Team
 * is refreshed after it.
 */
export function profileScreen(
  userId: (request: OfficeRequest) => string,
  page: (request: OfficeRequest, db: Kysely<Tables>, refused: MemberRefused) => Promise<OfficeAnswer>,
  saved: (request: OfficeRequest) => ProfileSaved,
): FeatureScreen<TeamOfficeTools> {
  return async (request, tools) => {
    const upload = await uploadedPhoto(request);
    const values = { name: (request.form.name ?? '').slice(0, 200), bio: (request.form.bio ?? '').slice(0, 400) };
    const refuse = (errors: Record<string, string>) =>
      page(request, tools.database.db, {
        status: request.upload?.tooLarge ? 413 : 400,
        profile: { values, errors: { ...errors, ...(upload.refused ? { photo: upload.refused } : {}) } },
      });
    if (upload.refused) {
      const read = readForm(PROFILE_FORM, request.form);
      return refuse(read.ok ? {} : read.errors);
    }
    const save = officeAction<typeof PROFILE_FORM, TeamOfficeTools>({
      form: PROFILE_FORM,
      refused: (read) => refuse(read.errors),
      async apply({ trx, values: profile }): Promise<Applied> {
        const id = userId(request);
        if (!(await updateProfileIn(trx, id, profile))) return { answer: { notFound: true } };
        if (upload.photo) await savePhotoIn(trx, id, upload.photo, request.now);
        else if (request.form.removePhoto === 'yes') await removePhotoIn(trx, id);
        const { redirect, activity } = saved(request);
        return { answer: { redirect }, activity, after: tools.refreshSite };
      },
    });
    return save(request, tools);
  };
}
