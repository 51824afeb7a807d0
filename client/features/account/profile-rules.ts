// Spec §5, my data: name and phone must be non-empty; email always counts as valid;
// the phone cannot be edited; the surname is sent but not required.
export interface ProfileValues {
  name: string;
  surname: string;
  email: string;
  phone: string;
}

export const profileInvalidFields = (v: ProfileValues) => ({
  name: !v.name.trim(),
  phone: !v.phone.trim(),
});

export const canSaveProfile = (v: ProfileValues, saving: boolean) => {
  const invalid = profileInvalidFields(v);
  return !saving && !invalid.name && !invalid.phone;
};

/** What POST /users/update takes: never the phone. */
export const profileBody = ({ name, surname, email }: ProfileValues) => ({ name, surname, email });
