import type { DietResponse } from '@app/contract/schemas/vaccination';
import { Section } from '../../../../components/Section';
import { enVaccination } from '../../../../i18n/enVaccination';
import { type MealParts, mealParts } from '../meals';

type Meal = DietResponse['data'][number];

/** A meal with a vegetarian and a non-vegetarian choice: one line each, then how much. */
function Choice({ choice }: { choice: NonNullable<MealParts['choice']> }) {
  const t = enVaccination.diet;
  return (
    <>
      <dl className="diet-choices">
        <div className="diet-choice diet-choice--veg">
          <dt>{t.veg}</dt>
          <dd>{choice.veg}</dd>
        </div>
        <div className="diet-choice diet-choice--nonveg">
          <dt>{t.nonVeg}</dt>
          <dd>{choice.nonVeg}</dd>
        </div>
      </dl>
      {choice.amount && <span className="diet-amount">{t.amount(choice.amount)}</span>}
    </>
  );
}

/** The day's meals by time (spec §2: a timeline of meals with pictures), top to bottom. */
export function MealTimeline({ meals }: { meals: readonly Meal[] }) {
  return (
    <Section className="diet-meals" headingId="diet-meals-title" heading={enVaccination.diet.meals}>
      <ol className="diet-timeline">
        {meals.map((meal) => {
          const { title, text, choice } = mealParts(meal.diet);
          return (
            <li key={`${meal.time} ${meal.diet}`} className="diet-meal">
              <p className="diet-time">{meal.time}</p>
              <div className="diet-card">
                <img className="diet-picture" src={meal.URL} alt="" width={64} height={64} loading="lazy" />
                <div className="diet-text">
                  {/* A slot with no clock time ('Night') is already named by the time line. */}
                  {title && title !== meal.time && <strong className="diet-title">{title}</strong>}
                  {choice ? <Choice choice={choice} /> : <span>{text}</span>}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
