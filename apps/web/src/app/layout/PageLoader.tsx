import { Center } from '@mantine/core';
import { LoadingIndicator } from '../../components/LoadingIndicator';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : 240} data-testid="page-loader">
      <LoadingIndicator type="dots" />
    </Center>
  );
}
