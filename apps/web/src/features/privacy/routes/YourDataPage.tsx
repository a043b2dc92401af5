import type { EraseResponse } from '@app/contract/schemas/privacy';
import { useState } from 'react';
import { useAppSelector } from '../../../app/store';
import { BusyButton } from '../../../components/BusyButton';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enPrivacy } from '../../../i18n/enPrivacy';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useForgetSession } from '../../auth';
import { useEraseMyDataMutation } from '../api/privacyApi';
import { EraseDialog } from '../components/EraseDialog';
import { ErasedResult } from '../components/ErasedResult';
import { PrivacySection } from '../components/PrivacySection';
import { downloadMyData } from '../exportFile';
import '../privacy.css';

const t = enPrivacy;

/**
 * `/your-data` (ours): the parent downloads a copy of everything the service holds about the
 * account, or deletes it after typing DELETE; a deletion signs this device out (the server has
 * signed out every other) and shows what was removed and what is kept, and why.
 */
export default function YourDataPage() {
  const basic = useAppSelector((state) => state.Basic);
  const forgetSession = useForgetSession();
  const [erase, erasing] = useEraseMyDataMutation();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [erased, setErased] = useState<EraseResponse>();

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData(basic);
      notify.success(t.download.done);
    } catch (failure) {
      notify.error(errorMessage(failure).message);
    } finally {
      setDownloading(false);
    }
  }

  async function confirmErase(phrase: string) {
    setProblem(undefined);
    try {
      const answer = await erase({ confirm: true, phrase }).unwrap();
      setAsking(false);
      setErased(answer);
      forgetSession();
    } catch (failure) {
      setProblem(errorMessage(failure).message);
    }
  }

  if (erased) return <ErasedResult result={erased} />;
  return (
    <article className="card privacy" aria-labelledby="privacy-heading">
      <ScreenHeading id="privacy-heading">{t.title}</ScreenHeading>
      <p className="privacy-note">{t.intro}</p>
      <PrivacySection id="privacy-download" heading={t.download.heading}>
        <p className="privacy-note">{t.download.text}</p>
        <BusyButton
          className="btn btn-primary btn-block"
          busy={downloading}
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? t.download.busy : t.download.button}
        </BusyButton>
      </PrivacySection>
      <PrivacySection id="privacy-erase" heading={t.erase.heading}>
        <p className="privacy-note">{t.erase.text}</p>
        <button type="button" className="btn btn-secondary btn-block privacy-erase" onClick={() => setAsking(true)}>
          {t.erase.button}
        </button>
      </PrivacySection>
      <EraseDialog
        open={asking}
        busy={erasing.isLoading}
        problem={problem}
        onConfirm={(phrase) => void confirmErase(phrase)}
        onCancel={() => {
          setAsking(false);
          setProblem(undefined);
        }}
      />
    </article>
  );
}
