import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { Field } from '../../../components/Field';
import { enFlow } from '../../../i18n/enFlow';
import { MEMBER_RELATIONS, type MemberRelation } from '../memberForm';

interface RelationFieldProps {
  value: MemberRelation | undefined;
  onChange: (relation: MemberRelation) => void;
}

type Choice = 'son' | 'daughter' | 'else';
const OTHER_RELATIONS = MEMBER_RELATIONS.filter((r) => r !== 'son' && r !== 'daughter');
const isOther = (r: MemberRelation | undefined): r is MemberRelation => OTHER_RELATIONS.some((o) => o === r);

const label = (relation: string) => enFlow.members.relation[relation] ?? relation;
const choices = [
  { value: 'son' as const, label: label('son') },
  { value: 'daughter' as const, label: label('daughter') },
  { value: 'else' as const, label: enFlow.members.someoneElse },
];

/**
 * How the member is related to the account holder. Son and daughter, what a parent of a child
 * picks nearly always, are one tap; every other relation is in a list behind 'Someone else'.
 */
export function RelationField({ value, onChange }: RelationFieldProps) {
  const choice: Choice | undefined = value === 'son' || value === 'daughter' ? value : value ? 'else' : undefined;
  return (
    <div className="relation-field">
      <ChoiceTiles<Choice>
        name="relation"
        variant="chip"
        legend={enFlow.members.relationLegend}
        options={choices}
        value={choice}
        onChange={(next) => onChange(next === 'else' ? (isOther(value) ? value : 'other') : next)}
      />
      {choice === 'else' && (
        <Field htmlFor="relation-other" label={enFlow.members.relationLabel}>
          <select
            id="relation-other"
            className="input select"
            value={value}
            onChange={(event) => onChange(event.target.value as MemberRelation)}
          >
            {OTHER_RELATIONS.map((relation) => (
              <option key={relation} value={relation}>
                {label(relation)}
              </option>
            ))}
          </select>
        </Field>
      )}
    </div>
  );
}
