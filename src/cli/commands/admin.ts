import { openConfiguredDatabase } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { grantAdmin, revokeAdmin, UnknownUserError } from "../../server/auth/roles";

const USAGE = "Usage: npm run cli -- admin grant <email> | admin revoke <email>\n";

/** `admin grant <email>` / `admin revoke <email>`: manage the admin role (user_roles). */
export async function runAdminCommand(args: string[], out = process.stdout, err = process.stderr): Promise<number> {
  const [action, email] = args;
  if ((action !== "grant" && action !== "revoke") || !email) {
    err.write(USAGE);
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    if (action === "grant") {
      const changed = await grantAdmin(database.db, email);
      out.write(changed ? `${email} is now an admin.\n` : `${email} was already an admin.\n`);
    } else {
      const changed = await revokeAdmin(database.db, email);
      out.write(changed ? `${email} is no longer an admin.\n` : `${email} was not an admin.\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UnknownUserError) {
      err.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
