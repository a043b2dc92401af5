import { LANGUAGES } from '@app/contract/constants';
import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { enBooking } from '../../../i18n/enBooking';
import type { Language } from '../choices';

const options = LANGUAGES.map((value) => ({ value, label: enBooking.language[value] ?? value }));

/** English or Hindi (spec §2), as two chips. */
export function LanguageChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Language | undefined;
  onChange: (value: Language) => void;
}) {
  return (
    <ChoiceTiles<Language>
      name={name}
      legend={enBooking.language.legend}
      options={options}
      value={value}
      onChange={onChange}
      variant="chip"
    />
  );
}
