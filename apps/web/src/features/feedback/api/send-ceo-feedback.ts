import { useMutation } from '@tanstack/react-query';
import { sendCeoFeedbackCall, ZCeoFeedbackResponse, type TCeoFeedbackRequest } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST /service-profile/api/v1/feedback/ceo (spec 02 section 7). */
export const sendCeoFeedback = async (feedback: TCeoFeedbackRequest) => ZCeoFeedbackResponse.parse(await api.post(sendCeoFeedbackCall.path, feedback));

export const useSendCeoFeedback = () => useMutation({ mutationFn: sendCeoFeedback });
