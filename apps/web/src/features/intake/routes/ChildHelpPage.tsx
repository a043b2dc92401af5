import { REASONS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { MemberPill } from '../../../app/MemberPill';
import { setBasic, setUser } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enFlow } from '../../../i18n/enFlow';
import { ChoiceForm } from '../components/ChoiceForm';
import '../intake.css';
import { screens } from '../../../app/paths';

type Reason = (typeof REASONS)[number];
const reasonOptions = REASONS.map((value) => ({ value, label: value }));
/** The reason the booking later sends: one of the contract's 12, required here. */
const reasonForm = z.object({ choice: z.enum(REASONS) });

/**
 * `/child-help` (spec §2 "Reason screen"): the 12 reasons as one choice. The choice is kept in the
 * User slice as soon as it is made (so Back and forward keep it); Continue stores it in Basic as
 * well and goes to the danger-sign questions (/child-check), which lead on to /doctor-apointment.
 */
export default function ChildHelpPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const basic = useAppSelector((state) => state.Basic);
  const user = useAppSelector((state) => state.User);

  function onContinue(qs: Reason) {
    dispatch(setUser({ ...user, qs }));
    dispatch(setBasic({ ...basic, qs }));
    navigate(screens.childCheck);
  }

  return (
    <section className="card" aria-labelledby="help-heading">
      <MemberPill />
      <ScreenHeading id="help-heading">{enFlow.intake.help.heading}</ScreenHeading>
      <p id="help-prompt" className="lead">
        {enFlow.intake.help.prompt}
      </p>
      <ChoiceForm
        name="reason"
        labelledBy="help-prompt"
        options={reasonOptions}
        schema={reasonForm}
        value={user.qs ?? basic.qs}
        onChoose={(qs) => dispatch(setUser({ ...user, qs }))}
        warning={messages.selectQuestion}
        onContinue={onContinue}
        backFallback={basic.isExisted ? screens.details : screens.childGender}
      />
    </section>
  );
}
