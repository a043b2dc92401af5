import type { Goal } from '@app/contract/schemas/tracker';
import { enTracker } from '../../../i18n/enTracker';
import { showDate } from '../dates';
import type { CategoryList } from '../milestones';

interface GoalListProps {
  lists: readonly CategoryList[];
  /** Shown instead of a due date when due dates are hidden (guests, no plan). */
  notice: string | null;
  onOpen: (goal: Goal) => void;
}

/**
 * The milestones by category (spec §2), each a button that opens the form. The status colour
 * (spec §4: O red, U yellow, D green) always comes with its word.
 */
export function GoalList({ lists, notice, onOpen }: GoalListProps) {
  const t = enTracker.milestone;
  return (
    <>
      {lists.map((list) => (
        <section key={list.key} className="goal-section" aria-labelledby={`goals-${list.key}`}>
          <h2 id={`goals-${list.key}`} className="goal-section-title">
            {list.title}
          </h2>
          <ul className="card-list goal-list">
            {list.goals.map((goal) => (
              <li key={goal.webRecordId}>
                <button type="button" className={`goal goal--${goal.Goalstatus}`} onClick={() => onOpen(goal)}>
                  <span className="goal-name">{goal.GoalName}</span>
                  <span className="status-badge goal-status">{t.status[goal.Goalstatus]}</span>
                  <span className="goal-dates">
                    <span className={notice ? 'goal-date goal-date--notice' : 'goal-date'}>
                      <span className="goal-date-label">{t.due}: </span>
                      {notice ?? showDate(goal.RxDate) ?? t.noDate}
                    </span>
                    <span className="goal-date">
                      <span className="goal-date-label">{t.achieved}: </span>
                      {showDate(goal.AchvdDate) ?? t.noDate}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
