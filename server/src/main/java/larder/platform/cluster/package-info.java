/**
 * What the nodes sharing one database tell each other: the broadcast log of facts every node must learn (revocations, disabled apps), PostgreSQL notifications that something committed, and the lease that says which process is alive.
 */
@NamedInterface("cluster")
package larder.platform.cluster;

import org.springframework.modulith.NamedInterface;
