/** Red-flag triage's calls (contract routes getTriageQuestions, triageCheck). */
import { api } from '../../../app/api';
import { fromRoute } from '../../../lib/routeEndpoint';

export const triageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The questions for a member and reason: asked again for each (the server works out the age). */
    getTriageQuestions: build.query({ ...fromRoute('getTriageQuestions'), keepUnusedDataFor: 0 }),
    triageCheck: build.mutation(fromRoute('triageCheck')),
  }),
});

export const { useGetTriageQuestionsQuery, useTriageCheckMutation } = triageApi;
