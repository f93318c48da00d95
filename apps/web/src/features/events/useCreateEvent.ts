/** CHR-25 (D1 §2.4, §7.5): "event" in the Create menu creates a draft and opens its editor; a failure is a toast (ERR-07). */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CREATE_INCUBATOR_EVENT } from './documents';

export function useCreateEvent(): () => Promise<void> {
  const navigate = useNavigate();
  const toText = useErrorText();
  const [create] = useMutation(CREATE_INCUBATOR_EVENT);
  return useCallback(async () => {
    try {
      const { data } = await create();
      const id = data?.createIncubatorEvent._id;
      if (!id) throw new Error('no event id');
      await navigate(`/events/${id}/edit`);
    } catch (error) {
      toast('error', toText(error));
    }
  }, [create, navigate, toText]);
}
