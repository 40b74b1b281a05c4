import { photoRules, teamRules } from '../../data/team';
import { Field } from '../components/forms/Field';

export interface TeamProfileValues {
  name: string;
  bio: string;
  /** /team/photos/{id} when the person has a photo. */
  photoUrl?: string;
}

export interface TeamProfileFormProps {
  csrf: string;
  action: string;
  values: TeamProfileValues;
  errors: { name?: string; bio?: string; photo?: string };
  /** Whose profile: "your" on My profile, the person's name on the Team screen. */
  whose: string;
}

const megabytes = Math.round(photoRules.maxUploadBytes / (1024 * 1024));

/**
 * The name, one-line bio and photo customers see of a technician. A plain multipart form: it works without
 * JavaScript, and the server re-encodes the photo (a square, no metadata) before anything is kept.
 */
export function TeamProfileForm({ csrf, action, values, errors, whose }: TeamProfileFormProps) {
  return (
    <form method="post" action={action} encType="multipart/form-data" className="office-form">
      <input type="hidden" name="_csrf" value={csrf} />
      <Field id="profile-name" label="Full name" required error={errors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={teamRules.nameMaxLength}
            required
            defaultValue={values.name}
          />
        )}
      </Field>
      <p className="office-muted">Customers see only the first name.</p>
      <Field id="profile-bio" label={`One line about ${whose === 'your' ? 'you' : whose}`} error={errors.bio}>
        {(control) => (
          <input
            {...control}
            name="bio"
            type="text"
            maxLength={teamRules.bioMaxLength}
            placeholder="Fixing washers and dryers in Montgomery County since 2012."
            defaultValue={values.bio}
          />
        )}
      </Field>
      <p className="office-muted">At most {teamRules.bioMaxLength} characters; customers read it beside the photo.</p>
      {values.photoUrl && (
        <p>
          <img
            src={values.photoUrl}
            alt={whose === 'your' ? 'You, as customers see you' : `${whose}, as customers see them`}
            width={96}
            height={96}
            className="office-photo"
          />
        </p>
      )}
      <Field id="profile-photo" label={values.photoUrl ? 'New photo' : 'Photo'} error={errors.photo}>
        {(control) => (
          <input {...control} name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" />
        )}
      </Field>
      <p className="office-muted">
        A clear photo of the face, up to {megabytes} MB. It is cut to a square and saved without its location or camera
        details.
      </p>
      {values.photoUrl && (
        <label className="office-check">
          <input type="checkbox" name="removePhoto" value="yes" /> Remove the photo
        </label>
      )}
      <button type="submit" className="btn btn--primary">
        Save the profile
      </button>
    </form>
  );
}
