import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphQLMessages, parseServerMessage } from '../serverMessage';
import { useFunnelErrorText } from '../useFunnelErrorText';

/**
 * A refusal of the overview, file or decision API in the viewer's language: the messages of items 3 and 7 are
 * translated here (namespace applicationsPipeline), the funnels' own by the funnels' hook.
 */
export function usePipelineErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('applicationsPipeline');
  const funnelText = useFunnelErrorText();
  return useCallback(
    (error: unknown) => {
      const mine = graphQLMessages(error)
        .map(parseServerMessage)
        .filter((m) => m.key !== null && i18n.exists(`applicationsPipeline:errors.${m.key}`));
      if (mine.length === 0) return funnelText(error);
      return mine.map((m) => t(`errors.${m.key!}`)).join(' ');
    },
    [t, i18n, funnelText],
  );
}
