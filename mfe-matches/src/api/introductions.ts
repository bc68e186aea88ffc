import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiRequestJson } from '@ageless/api-client';
import {
  type DeclineNewcomersInput,
  type DeclineNewcomersResponse,
  type Introduction,
  type IntroductionAcceptInput,
  type IntroductionRequestInput,
  type IntroductionsResponse,
  type Language,
  MY_PROFILES_QUERY_KEY,
  type PersonOnBlueprint,
  type ReportReason,
} from '@ageless/contracts';

const base = (profileId: string) => `/api/profiles/${encodeURIComponent(profileId)}`;

export const introductionsQueryKey = (profileId: string) =>
  ['profiles', profileId, 'introductions'] as const;

// GET /api/profiles/{id}/introductions: the owner's requests, sent and received.
export function introductionsQueryOptions(profileId: string, language: Language) {
  return queryOptions({
    queryKey: [...introductionsQueryKey(profileId), language],
    queryFn: () =>
      apiGet<IntroductionsResponse>(`${base(profileId)}/introductions?lang=${language}`),
  });
}

export function useIntroductions(profileId: string, language: Language, enabled: boolean) {
  return useQuery({ ...introductionsQueryOptions(profileId, language), enabled });
}

/**
 * Everything an answer changes: the inbox, the navigation's count, and the blueprint pages (whose
 * people show whether an introduction exists).
 */
function useRefreshAfterAnswer(profileId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: introductionsQueryKey(profileId) }),
      queryClient.invalidateQueries({ queryKey: MY_PROFILES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['profiles', profileId, 'blueprints'] }),
    ]);
}

export type IntroductionAnswer =
  | { action: 'accept'; contact: IntroductionAcceptInput }
  | { action: 'decline' }
  | { action: 'block' }
  | { action: 'report'; reason: ReportReason; details?: string };

// POST .../introductions/{introductionId}/{accept|decline|block|report}.
export async function answerIntroduction(
  profileId: string,
  introductionId: string,
  answer: IntroductionAnswer,
  language: Language,
): Promise<void> {
  const path = `${base(profileId)}/introductions/${encodeURIComponent(introductionId)}/${answer.action}?lang=${language}`;
  const body =
    answer.action === 'accept'
      ? answer.contact
      : answer.action === 'report'
        ? { reason: answer.reason, ...(answer.details ? { details: answer.details } : {}) }
        : undefined;
  await apiRequest('POST', path, body);
}

export function useAnswerIntroduction(profileId: string, language: Language) {
  const refresh = useRefreshAfterAnswer(profileId);
  return useMutation({
    mutationFn: ({
      introductionId,
      answer,
    }: {
      introductionId: string;
      answer: IntroductionAnswer;
    }) => answerIntroduction(profileId, introductionId, answer, language),
    onSuccess: refresh,
  });
}

// POST .../introductions/decline-newcomers: every folded request from newcomers at once, up to the
// newest one the person saw (`upTo`), so none that came after is declined unseen.
export function declineNewcomers(
  profileId: string,
  input: DeclineNewcomersInput,
  language: Language,
): Promise<DeclineNewcomersResponse> {
  return apiRequestJson<DeclineNewcomersResponse>(
    'POST',
    `${base(profileId)}/introductions/decline-newcomers?lang=${language}`,
    input,
  );
}

export function useDeclineNewcomers(profileId: string, language: Language) {
  const refresh = useRefreshAfterAnswer(profileId);
  return useMutation({
    mutationFn: (input: DeclineNewcomersInput) => declineNewcomers(profileId, input, language),
    onSuccess: refresh,
  });
}

// POST /api/profiles/{id}/introductions from a blueprint page.
export function requestIntroduction(
  profileId: string,
  input: IntroductionRequestInput,
  language: Language,
): Promise<Introduction> {
  return apiRequestJson<Introduction>(
    'POST',
    `${base(profileId)}/introductions?lang=${language}`,
    input,
  );
}

export function useRequestIntroduction(profileId: string, language: Language) {
  const refresh = useRefreshAfterAnswer(profileId);
  return useMutation({
    mutationFn: (input: IntroductionRequestInput) =>
      requestIntroduction(profileId, input, language),
    onSuccess: refresh,
  });
}

// POST /api/profiles/{id}/blocks: never see this person again (from a blueprint page).
export async function blockPerson(
  profileId: string,
  person: PersonOnBlueprint,
  language: Language,
): Promise<void> {
  await apiRequest('POST', `${base(profileId)}/blocks?lang=${language}`, person);
}

export function useBlockPerson(profileId: string, language: Language) {
  const refresh = useRefreshAfterAnswer(profileId);
  return useMutation({
    mutationFn: (person: PersonOnBlueprint) => blockPerson(profileId, person, language),
    onSuccess: refresh,
  });
}
