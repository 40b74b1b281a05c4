import { HEARD_FROM, HEARD_FROM_OTHER_LIMIT, UTM_PARAMETERS, type Utm } from '../../../data/sources';
import { useMessages } from '../locale';
import { Field } from './Field';

export interface HeardFromProps {
  /** The controls' id prefix: `${idPrefix}-heardFrom`, `${idPrefix}-heardFromOther`. */
  idPrefix: string;
  /** As chosen and typed: '' for nothing. */
  heardFrom: string;
  heardFromOther: string;
  /** The question the office asks the caller, where the visitor's own words would not fit. */
  label?: string;
}

/**
 * "How did you hear about us?": an optional select of data/sources.ts's list and a short text for "Other", a plain
 * pair of controls, so it works without JavaScript (the text is simply ignored unless Other is chosen).
 */
export function HeardFrom({ idPrefix, heardFrom, heardFromOther, label }: HeardFromProps) {
  const { forms } = useMessages();
  // The answers that are words rather than a name (Google Maps, Yelp…), in the page's language.
  const spoken: Partial<Record<string, string>> = {
    'google-search': forms.heardGoogleSearch,
    friend: forms.heardFriend,
    mailer: forms.heardMailer,
    returning: forms.heardReturning,
    other: forms.heardOther,
  };
  return (
    <>
      <Field id={`${idPrefix}-heardFrom`} label={forms.optional(label ?? forms.heardFromLabel)}>
        {(control) => (
          <select {...control} name="heardFrom" defaultValue={heardFrom}>
            <option value="">{forms.chooseOne}</option>
            {HEARD_FROM.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {spoken[choice.value] ?? choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${idPrefix}-heardFromOther`} label={forms.optional(forms.heardFromOtherLabel)}>
        {(control) => (
          <input
            {...control}
            name="heardFromOther"
            type="text"
            autoComplete="off"
            maxLength={HEARD_FROM_OTHER_LIMIT}
            defaultValue={heardFromOther}
          />
        )}
      </Field>
    </>
  );
}

/** The landing URL's UTM parameters as hidden fields, so the form's post carries them (no cookie). */
export function UtmFields({ utm }: { utm: Utm }) {
  return (
    <>
      {UTM_PARAMETERS.filter((name) => utm[name]).map((name) => (
        <input key={name} type="hidden" name={name} value={utm[name]} />
      ))}
    </>
  );
}
