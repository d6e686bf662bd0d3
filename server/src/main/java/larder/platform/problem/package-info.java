/**
 * Broken rules as RFC 9457 problem details: the exceptions every module throws, their stable codes, and how they are rendered.
 */
@NamedInterface("problem")
package larder.platform.problem;

import org.springframework.modulith.NamedInterface;
