import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { useState } from 'react';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useAdminDoctorPhotoMutation } from '../api/catalogueApi';
import { Panel } from './Panel';
import { PictureInput } from './PictureInput';

const t = enAdminDoctor.photo;

/** The doctor's photo as parents see it on the card, and a new one uploaded as soon as it is chosen. */
export function DoctorPhoto({ doctor }: { doctor: AdminDoctor }) {
  const [upload, { isLoading }] = useAdminDoctorPhotoMutation();
  const [error, setError] = useState<string>();

  async function onPicked(fileContent: string) {
    setError(undefined);
    try {
      await upload({ doctorID: doctor.doctorID, fileContent }).unwrap();
      notify.success(t.uploaded);
    } catch (failure) {
      // Not an image, too big, too small: the server's words, by the input.
      const { status, message } = errorMessage(failure);
      if (status !== 401) setError(message);
    }
  }

  return (
    <Panel id="doctor-photo" heading={t.heading}>
      {doctor.imagePath ? (
        <img className="admin-photo" src={doctor.imagePath} alt={t.current(doctor.displayName)} />
      ) : (
        <p className="admin-muted">{t.none}</p>
      )}
      {!doctor.retiredAt && (
        <PictureInput
          id="doctor-photo"
          label={isLoading ? t.uploading : t.upload}
          disabled={isLoading}
          error={error}
          onPicked={(dataUrl) => void onPicked(dataUrl)}
        />
      )}
    </Panel>
  );
}
