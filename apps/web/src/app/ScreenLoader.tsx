import { Center, Loader } from '@mantine/core';

export function ScreenLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading the screen" />
    </Center>
  );
}
