import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { screens } from '../../app/paths';
import { setBasic, setUser } from '../../app/state';
import { type RootState, useAppDispatch } from '../../app/store';
import { impliedGender } from '../../components/avatar';
import { type ApiError, errorMessage } from '../../lib/apiClient';
import { notify } from '../../lib/notify';
import { useAddGuestProfileMutation, useModifyGuestInfoMutation } from './api/membersApi';
import { type MemberFormValues, memberPayload } from './memberForm';
import { basicAfterCreate, basicAfterModify } from './members';

/**
 * The member form's submit (spec §4 "Member chooser"): no rid → create the member and make it the
 * active one; a rid → update that member. Both go on to /child-gender. A refusal is shown as a
 * toast and handed back so the form can mark the field.
 */
export function useSaveMember(onSessionExpired: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const [add, addState] = useAddGuestProfileMutation();
  const [modify, modifyState] = useModifyGuestInfoMutation();
  // Set in the same render as the new active member, so /details can keep its form as it was
  // while /child-gender loads (the list it reads may not know a just-created member yet).
  const [saved, setSaved] = useState(false);

  const save = useCallback(
    async (values: MemberFormValues, withRelation: boolean): Promise<ApiError | undefined> => {
      const basic = store.getState().Basic;
      const body = memberPayload(values, basic, withRelation);
      try {
        // A son is a boy: the details screen starts with Male chosen (the parent may change it).
        const gender = withRelation ? impliedGender(values.relation) : undefined;
        if (basic.rid === undefined) {
          const created = await add(body).unwrap();
          setSaved(true);
          dispatch(setBasic(basicAfterCreate(basic, created, values.firstName)));
          dispatch(setUser(gender ? { gender } : {}));
        } else {
          const updated = await modify({ memberId: basic.rid, body }).unwrap();
          setSaved(true);
          dispatch(setBasic(basicAfterModify(basic, updated, values.firstName)));
          const user = store.getState().User;
          if (gender && !user.gender) dispatch(setUser({ ...user, gender }));
        }
        navigate(screens.childGender);
        return undefined;
      } catch (failure) {
        const problem = errorMessage(failure);
        notify.error(problem.message);
        if (problem.status === 401) onSessionExpired();
        return problem;
      }
    },
    [add, modify, dispatch, navigate, store, onSessionExpired],
  );

  return { save, saved, busy: saved || addState.isLoading || modifyState.isLoading };
}
