import { Router } from 'express';
import { positiveInt } from '../../lib/params';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { pageParams } from './pagination';

/** The admin users list (members and admins, newest first) with statistics, and deletion. */
export function createAdminUsersRouter({ services, access }: RouterDeps): Router {
  const listUsers: ApiHandler<'GET /admin/users'> = async (req, res) => {
    const { offset, limit } = pageParams(req.query);
    res.json(await services.adminUsers.listPage(offset, limit));
  };

  const deleteUser: ApiHandler<'DELETE /admin/user/:id'> = async (req, res) => {
    const id = positiveInt(req.params.id, 'id');
    const actor = req.auth!;
    const deleted = await services.adminUsers.deleteUser(
      id,
      actor.id,
      services.audit.note(actor, (user) => ({
        action: 'user.delete',
        target: `user:${id}`,
        details: { email: user.email, username: user.username, user_type: user.role },
      })),
    );
    res.json({ message: `User ${deleted.email ?? deleted.username ?? id} deleted` });
  };

  const router = Router();
  router.get('/admin/users', access.requireAdmin, listUsers);
  router.delete('/admin/user/:id', access.requireAdmin, deleteUser);
  return router;
}
