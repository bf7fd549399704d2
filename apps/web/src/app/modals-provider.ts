// A module of its own for the lazy import: importing '@mantine/modals' itself lazily would put the
// whole package, with Mantine's modal, in the chunk that the screens' `modals.open…` load statically.
export { ModalsProvider } from '@mantine/modals';
