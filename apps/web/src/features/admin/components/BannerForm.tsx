import { BANNER_TYPES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { AdminBanner } from '@app/contract/schemas/adminCatalogue';
import { SaveBannerRequest } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import { enAdmin } from '../../../i18n/enAdmin';
import { useAdminSaveBannerMutation } from '../api/catalogueApi';
import { requestResolver } from '../requestForm';
import { useEntryForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { InputField, SelectField } from './Fields';
import { PictureInput } from './PictureInput';

const t = enAdmin.banners;

type Values = { type: string; alt: string; order: string; fileContent: string };
type Request = z.input<typeof SaveBannerRequest>;

/** A new banner needs its picture; an edit sends one only when the picture changes. */
const bannerRequest = SaveBannerRequest.refine((r) => r.bannerID !== undefined || r.fileContent !== undefined, {
  message: messages.adminBannerImageNeeded,
  path: ['fileContent'],
});

/** Add a banner of the growth tracker, or edit one: its type, alt text, order and picture. */
export function BannerForm({ editing, done }: { editing?: z.output<typeof AdminBanner>; done(): void }) {
  const [save] = useAdminSaveBannerMutation();
  const resolver = requestResolver(
    (v: Values): Request => ({
      ...(editing ? { bannerID: editing.bannerID } : {}),
      type: v.type as Request['type'],
      alt: v.alt,
      // Left empty: no number, and the schema says so.
      order: (v.order.trim() === '' ? undefined : Number(v.order)) as number,
      ...(v.fileContent ? { fileContent: v.fileContent } : {}),
    }),
    bannerRequest,
    { type: t.missingType, alt: t.missingAlt, order: t.missingOrder },
  );
  const { form, field, editProps } = useEntryForm({
    id: 'banner',
    editing: editing?.alt,
    texts: t,
    empty: { type: BANNER_TYPES[0], alt: '', order: '0', fileContent: '' },
    start: editing && { type: editing.type, alt: editing.alt, order: String(editing.order), fileContent: '' },
    fields: ['type', 'alt', 'order', 'fileContent'],
    resolver,
    save: (request) => save(request).unwrap(),
    done,
  });
  const chosen = form.watch('fileContent');
  const preview = chosen || editing?.imageURL;

  return (
    <EditForm {...editProps}>
      <SelectField
        {...field('type')}
        label={t.type}
        choices={BANNER_TYPES.map((type) => ({ value: type, label: type }))}
      />
      <InputField {...field('alt')} label={t.alt} hint={t.altHint} />
      <InputField {...field('order')} label={t.order} inputMode="numeric" />
      {preview && (
        <figure className="admin-preview">
          {/* The alt text is the field above: the preview itself says nothing more. */}
          <img src={preview} alt="" />
          <figcaption>{chosen ? t.chosen : t.current}</figcaption>
        </figure>
      )}
      <PictureInput
        id="banner-picture"
        label={t.picture}
        hint={editing ? t.pictureOnEdit : undefined}
        error={form.getFieldState('fileContent', form.formState).error?.message}
        onPicked={(dataUrl) => form.setValue('fileContent', dataUrl, { shouldDirty: true })}
      />
    </EditForm>
  );
}
