import { Center, Loader } from '@mantine/core';

export function CenteredBlock({ loading }: { loading: boolean }) {
  return <Center py="xl">{loading && <Loader />}</Center>;
}
