import { useId, useState, type ChangeEvent } from 'react';
import { PHOTO_MAX_BYTES } from '../../../../shared/menu/photos';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useUploadPhoto } from '../api/menu';

/** A file picker per dish: sent as it is chosen; the server checks and resizes it, and says why when it will not. */
export function PhotoUpload({ dishId, dishName }: { dishId: number; dishName: string }) {
  const t = useT();
  const id = useId();
  const upload = useUploadPhoto();
  const [tooLarge, setTooLarge] = useState(false);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    upload.reset();
    // the server refuses it too; this spares sending 10 MB to hear so
    setTooLarge(file.size > PHOTO_MAX_BYTES);
    if (file.size <= PHOTO_MAX_BYTES) upload.mutate({ id: dishId, file });
  };

  return (
    <div className="desk-menu-photo">
      <label htmlFor={id} className="desk-link">
        {t('desk_menu.photo_of', { name: dishName })}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        onChange={choose}
        disabled={upload.isPending}
      />
      <span role="status">{upload.isPending ? t('desk_menu.photo_uploading') : upload.isSuccess ? t('desk_menu.photo_saved') : ''}</span>
      {tooLarge || upload.error ? (
        <p role="alert" className="desk-error">
          {tooLarge ? t('desk_menu.photo_too_large', { mb: PHOTO_MAX_BYTES / 1024 / 1024 }) : errorText(upload.error, t)}
        </p>
      ) : null}
    </div>
  );
}
