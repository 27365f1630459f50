import { Router, type RequestHandler } from 'express';
import { localDate } from '../../lib/clock';
import { dateParam } from '../../lib/params';
import type { RouterDeps } from '../router-deps';

/** The public Gospel of the Day and its view counter. */
export function createGospelRouter({ services, access, clock }: RouterDeps): Router {
  const today = () => localDate(clock.now());

  const getGospel: RequestHandler = async (req, res) => {
    res.json(await services.gospel.getByDate(dateParam(req.query.date, today())));
  };

  const recordView: RequestHandler = async (req, res) => {
    await services.gospel.recordView(dateParam(req.query.date, today()));
    res.status(204).end();
  };

  const router = Router();
  router.get('/evangelio-del-dia', access.publicAccess, getGospel);
  router.post('/evangelio-views/increment', access.optionalMember, recordView);
  return router;
}
