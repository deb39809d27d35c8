// The reference point of `npm run bench`: a bare Fastify JSON route, nothing else.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare/", async () => ({ first_name: "Mario", last_name: "Rossi", username: "demo-customer" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 3901) });
console.log("bare server ready");
