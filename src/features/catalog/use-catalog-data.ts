// The catalog calls of Home and Class, each through its generated hook (one request per key,
// shared by every block that reads it).
import {
  useGetHomeInfo,
  useGetStoreInit,
  useListHotProducts,
} from '../../api/generated/catalog/catalog';
import { okData } from '../../api/http-client';
import { useVisitorUuid } from '../../lib/visitor-uuid';

/** Store init data: tdk for the head and hotSearchList (seed 000 section 3). */
export function useStoreInit() {
  return useGetStoreInit({ query: { select: okData } });
}

/** Home data, with the visitor uuid as uid (seed 000 section 7: "Home data (uid for recharge list)"). */
export function useHomeInfo() {
  const uid = useVisitorUuid();
  return useGetHomeInfo({ uid }, { query: { select: okData } });
}

/** Home hot products (seed 000 section 7: "Home hot products: uid."). */
export function useHotProducts() {
  const uid = useVisitorUuid();
  return useListHotProducts({ uid }, { query: { select: okData } });
}
