import { useSearchParams } from 'react-router';
import { idParam } from '@/components/pipeline/id-param';

const PERSON_PARAM = 'person';

/** The colleague whose card is open, as `?person=<id>`, so that a card can link to another and back works. */
export function usePersonParam() {
  const [params, setParams] = useSearchParams();
  const personId = idParam(params, PERSON_PARAM);
  /** The search of a link to a person's card, the list's search and filters kept. */
  const searchFor = (id: number) => {
    const next = new URLSearchParams(params);
    next.set(PERSON_PARAM, String(id));
    return `?${next.toString()}`;
  };
  const open = (id: number) => setParams(new URLSearchParams(searchFor(id)), { preventScrollReset: true });
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(PERSON_PARAM);
    setParams(next, { preventScrollReset: true });
  };
  return { personId, searchFor, open, close };
}
