import { REASONS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { setBasic, setUser } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { MemberPill } from '../../../components/MemberPill';
import { enFlow } from '../../../i18n/enFlow';
import { notify } from '../../../lib/notify';
import { IntakeActions } from '../components/IntakeActions';
import '../intake.css';
import { screens } from '../../../app/paths';

type Reason = (typeof REASONS)[number];
const reasonOptions = REASONS.map((value) => ({ value, label: value }));
const isReason = (value: string | undefined): value is Reason => REASONS.some((r) => r === value);

/**
 * `/child-help` (spec §2 "Reason screen"): the 12 reasons as one choice. The choice is kept in the
 * User slice as soon as it is made (so Back and forward keep it); Continue stores it in Basic as
 * well and goes to /doctor-apointment.
 */
export default function ChildHelpPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const basic = useAppSelector((state) => state.Basic);
  const user = useAppSelector((state) => state.User);
  const chosen = user.qs ?? basic.qs;
  const [warned, setWarned] = useState(false);

  function choose(qs: Reason) {
    dispatch(setUser({ ...user, qs }));
    setWarned(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isReason(chosen)) {
      setWarned(true);
      notify.warning(messages.selectQuestion);
      return;
    }
    dispatch(setUser({ ...user, qs: chosen }));
    dispatch(setBasic({ ...basic, qs: chosen }));
    navigate(screens.doctorAppointment);
  }

  return (
    <section className="card" aria-labelledby="help-heading">
      <MemberPill />
      <h1 id="help-heading" className="heading">
        {enFlow.intake.help.heading}
      </h1>
      <p id="help-prompt" className="lead">
        {enFlow.intake.help.prompt}
      </p>
      <form className="form intake-form" onSubmit={onSubmit} noValidate>
        <ChoiceTiles<Reason>
          name="reason"
          labelledBy="help-prompt"
          options={reasonOptions}
          value={isReason(chosen) ? chosen : undefined}
          onChange={choose}
          invalid={warned}
          describedBy={warned ? 'help-warning' : undefined}
        />
        {warned && (
          <p id="help-warning" className="intake-warning">
            {messages.selectQuestion}
          </p>
        )}
        <IntakeActions backFallback={basic.isExisted ? screens.details : screens.childGender} />
      </form>
    </section>
  );
}
