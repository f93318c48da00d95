import { Center, Loader } from '@mantine/core';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : 240} data-testid="page-loader">
      <Loader type="dots" />
    </Center>
  );
}
