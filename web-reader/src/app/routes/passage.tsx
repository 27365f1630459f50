import { PassagePage } from '../../features/passage/components/passage-page';

/** /passage?ref=&lang= (lazy: its own chunk): public, like the Gospel of the Day. */
export default function PassageRoute() {
  return <PassagePage />;
}
