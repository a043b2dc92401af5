import type { DietResponse } from '@app/contract/schemas/vaccination';
import { Section } from '../../../../components/Section';
import { enVaccination } from '../../../../i18n/enVaccination';
import { mealParts } from '../meals';

type Meal = DietResponse['data'][number];

/** The day's meals by time (spec §2: a timeline of meals with pictures), top to bottom. */
export function MealTimeline({ meals }: { meals: readonly Meal[] }) {
  return (
    <Section className="diet-meals" headingId="diet-meals-title" heading={enVaccination.diet.meals}>
      <ol className="diet-timeline">
        {meals.map((meal) => {
          const { title, text } = mealParts(meal.diet);
          return (
            <li key={`${meal.time} ${meal.diet}`} className="diet-meal">
              <p className="diet-time">{meal.time}</p>
              <div className="diet-card">
                <img className="diet-picture" src={meal.URL} alt="" width={64} height={64} loading="lazy" />
                <p className="diet-text">
                  {title && <strong className="diet-title">{title}</strong>}
                  <span>{text}</span>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
